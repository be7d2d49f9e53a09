/** Every HTTP path of the API, named once. Paths are SPEC.md §7's, on one origin. */
export const API_ROUTES = {
  health: '/api/health',
  site: '/api/site',
  /** The whole catalogue as one JSON array (SPEC.md §7), cacheable by ETag. */
  catalogueEvents: '/events.json',
  catalogue: {
    events: '/api/catalogue/events',
    event: '/api/catalogue/events/:id',
    categories: '/api/catalogue/categories',
  },
  generateSummary: '/api/generate-summary',
  /** The AI service's calls (SPEC.md §7), served by this server under /ai. */
  ai: {
    generateDeck: '/ai/generate-deck',
    researchAssistant: '/ai/research-assistant',
    status: '/api/ai/status',
  },
  student: {
    timeline: '/api/student/custom-timeline',
    timelineEvent: '/api/student/custom-timeline/:id',
    /** The timeline as a file: `?format=csv|apkg|timelinejs`. */
    timelineExport: '/api/student/custom-timeline/export',
    decks: '/api/student/decks',
    deck: '/api/student/decks/:deckId',
    /** The deck is addressed by its URL-encoded title (SPEC.md §7). */
    deckEvents: '/api/student/decks/:deckTitle/events',
    deckEvent: '/api/student/decks/:deckId/events/:eventId',
    /** Cards from a CSV, Anki or TimelineJS file into a new or existing deck; previewed first. */
    deckImport: '/api/student/decks/import',
    /** A deck (own, else shared) as a file: `?format=csv|apkg|timelinejs`. */
    deckExport: '/api/student/decks/:deckTitle/export',
    /** Decks the teachers of the student's classes share with them, read-only. */
    sharedDecks: '/api/student/shared-decks',
    /** The caller's finished quiz games, newest first. */
    quizResults: '/api/student/quiz-results',
    /** Spaced repetition: record a review; the cards due now; the dashboard's study statistics. */
    reviews: '/api/student/reviews',
    dueReviews: '/api/student/reviews/due',
    reviewStats: '/api/student/reviews/stats',
    /** Classes the student joined; joining takes the class code. */
    classes: '/api/student/classes',
    joinClass: '/api/student/classes/join',
    joinedClass: '/api/student/classes/:classId',
    /** The student's own results in a class they joined. */
    classProgress: '/api/student/classes/:classId/progress',
  },
  /** A teacher's classes (SPEC.md §7); decks are addressed by URL-encoded title. */
  classes: {
    list: '/api/classes',
    class: '/api/classes/:classId',
    events: '/api/classes/:classId/events',
    event: '/api/classes/:classId/events/:eventId',
    decks: '/api/classes/:classId/decks',
    deck: '/api/classes/:classId/decks/:deckTitle',
    deckEvents: '/api/classes/:classId/decks/:deckTitle/events',
    deckEvent: '/api/classes/:classId/decks/:deckTitle/events/:eventId',
    deckExport: '/api/classes/:classId/decks/:deckTitle/export',
    /** A file's cards into a class deck: static, so it wins over a deck titled "import". */
    deckImport: '/api/classes/:classId/decks/import',
    students: '/api/classes/:classId/students',
    student: '/api/classes/:classId/students/:studentId',
    /** Who studied what: per student, per deck, per card; and the same as a spreadsheet. */
    results: '/api/classes/:classId/results',
    resultsCsv: '/api/classes/:classId/results.csv',
    /** Live class games: the teacher starts one and gets its PIN. */
    games: '/api/classes/:classId/games',
  },
  /** The signed-in person's own account: profile, password, e-mail, sessions, export, deletion. */
  account: {
    account: '/api/account',
    export: '/api/account/export',
    profile: '/api/account/profile',
    password: '/api/account/password',
    email: '/api/account/email',
    /** Public: the link mailed to the new address proves it, whoever follows it. */
    confirmEmail: '/api/account/email/confirm',
    sessions: '/api/account/sessions',
    /** Desired retention and the daily new-card limit of reviews. */
    studySettings: '/api/account/study-settings',
    session: '/api/account/sessions/:sessionId',
  },
  auth: {
    register: '/api/auth/register',
    verify: '/api/auth/verify',
    resendVerification: '/api/auth/resend-verification',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    me: '/api/auth/me',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
  },
} as const;

/** socket.io endpoint, same origin as the API. */
export const SOCKET_PATH = '/socket.io';

/** socket.io namespace of live class games; guests may connect to it without a session. */
export const LIVE_GAME_NAMESPACE = '/live';

/**
 * Web page where players join a live game (`?pin=` fills in the PIN). Beside the other paths, not
 * with the live-game schemas: the landing page's router names it and must not pull zod in.
 */
export const LIVE_GAME_JOIN_PAGE = '/play';
export const liveGameJoinPath = (pin: string) =>
  `${LIVE_GAME_JOIN_PAGE}?${new URLSearchParams({ pin }).toString()}`;

/** Name of the httpOnly cookie that carries the session token in the browser. */
export const SESSION_COOKIE = 'chronodeck_session';
/**
 * The interface language, mirrored from browser storage into a cookie so the server can send the
 * public pages prerendered in it. Scripts may read it: it holds nothing private.
 */
export const LANGUAGE_COOKIE = 'chronodeck_language';

/** Web page that verification e-mails link to (token in the `token` query parameter). */
export const VERIFY_EMAIL_PAGE = '/verify-email';

/** Web page where a forgotten password is asked for; the account mails link to it too. */
export const FORGOT_PASSWORD_PAGE = '/forgot-password';

/** Web page that password-reset e-mails link to (token in the `token` query parameter). */
export const RESET_PASSWORD_PAGE = '/reset-password';

/** Web page that e-mail-change confirmations link to (token in the `token` query parameter). */
export const CONFIRM_EMAIL_CHANGE_PAGE = '/confirm-email';

/**
 * A concrete path from a route template: `fillRoute(API_ROUTES.classes.deck, { classId, deckTitle })`.
 * Every value is URL-encoded, since deck titles may hold slashes, spaces or emoji.
 */
export function fillRoute(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template} needs ${placeholder}`);
    return encodeURIComponent(value);
  });
}
