import {
  CONFIRM_EMAIL_CHANGE_PAGE,
  fillRoute,
  FORGOT_PASSWORD_PAGE,
  LIVE_GAME_JOIN_PAGE,
  RESET_PASSWORD_PAGE,
  VERIFY_EMAIL_PAGE,
  type Role,
} from '@chronodeck/contract';

/** Every page path of the web app (SPEC.md §2), named once. */
export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  verifyEmail: VERIFY_EMAIL_PAGE,
  forgotPassword: FORGOT_PASSWORD_PAGE,
  resetPassword: RESET_PASSWORD_PAGE,
  confirmEmailChange: CONFIRM_EMAIL_CHANGE_PAGE,
  roleSelector: '/role-selector',
  account: '/account',
  studentDashboard: '/student-dashboard',
  /** The catalogue's event browser; SPEC.md names its path /timeline. */
  eventBrowser: '/timeline',
  quiz: '/quiz',
  flashcards: '/flashcards',
  addEvent: '/add-event',
  studentHome: '/student',
  teacher: '/teacher',
  classView: '/class/:classId',
  /** The teacher's projector view of a live class game. */
  liveGameHost: '/live/:pin',
  /** Where players join a live game with its PIN (LIVE_GAME_JOIN_PAGE). */
  play: LIVE_GAME_JOIN_PAGE,
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/**
 * Pages that draw their own header, so the global navbar stays hidden there (SPEC.md §2; the
 * teacher dashboard too, whose top bar already holds the language, role switch and logout).
 */
export const ROUTES_WITHOUT_NAVBAR: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.studentDashboard,
  ROUTES.teacher,
];

export function dashboardFor(role: Role): string {
  return role === 'teacher' ? ROUTES.teacher : ROUTES.studentDashboard;
}

export const classRoute = (classId: string) => fillRoute(ROUTES.classView, { classId });
export const liveGameHostRoute = (pin: string) => fillRoute(ROUTES.liveGameHost, { pin });

/** The quiz opened on a catalogue category, as the event browser's Start Quiz does. */
export const QUIZ_CATEGORY_PARAM = 'category';
export const quizOnCategory = (category: string) =>
  `${ROUTES.quiz}?${new URLSearchParams({ [QUIZ_CATEGORY_PARAM]: category }).toString()}`;

/** Review mode of the flashcards, on one deck or (without an id) on every deck. */
export const reviewDeckRoute = (deckId?: string) =>
  `${ROUTES.flashcards}?${new URLSearchParams({ mode: 'review', ...(deckId ? { deck: deckId } : {}) }).toString()}`;
