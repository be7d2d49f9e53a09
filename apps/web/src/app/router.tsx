import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '../shared/routes';
import { NotFoundPage } from '../shared/ui/not-found-page';
import type { AccessRule } from './guards/access';
import { RequireAccess, RequireSignedIn } from './guards/require-access';
import { RootLayout } from './layout/root-layout';

const STUDENT_AREA: AccessRule = { role: 'student', allowGuest: true };
const TEACHER_AREA: AccessRule = { role: 'teacher', allowGuest: false };

/**
 * Every screen is its own chunk, so the landing page downloads only what it shows. Declarative
 * routes rather than a data router: no screen uses loaders or actions, and the data router's code
 * would add about 17 KB gzip to every page's initial JavaScript.
 */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

const QueryLayout = screen(
  () => import('./query-layout'),
  (m) => m.QueryLayout,
);
const LandingPage = screen(
  () => import('../features/landing/landing-page'),
  (m) => m.LandingPage,
);
const LoginPage = screen(
  () => import('../features/auth/login-page'),
  (m) => m.LoginPage,
);
const RegisterPage = screen(
  () => import('../features/auth/register-page'),
  (m) => m.RegisterPage,
);
const VerifyEmailPage = screen(
  () => import('../features/auth/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
const ForgotPasswordPage = screen(
  () => import('../features/auth/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = screen(
  () => import('../features/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const ConfirmEmailPage = screen(
  () => import('../features/account/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
);
const AboutPage = screen(
  () => import('../features/info/about-page'),
  (m) => m.AboutPage,
);
const ContactPage = screen(
  () => import('../features/info/contact-page'),
  (m) => m.ContactPage,
);
const PrivacyPage = screen(
  () => import('../features/info/privacy-page'),
  (m) => m.PrivacyPage,
);
const TermsPage = screen(
  () => import('../features/info/terms-page'),
  (m) => m.TermsPage,
);
const AccountPage = screen(
  () => import('../features/account/account-page'),
  (m) => m.AccountPage,
);
const RoleSelectorPage = screen(
  () => import('../features/auth/role-selector-page'),
  (m) => m.RoleSelectorPage,
);
const StudentDashboardPage = screen(
  () => import('./student-dashboard/student-dashboard-page'),
  (m) => m.StudentDashboardPage,
);
const StudentHomePage = screen(
  () => import('../features/student-home/student-home-page'),
  (m) => m.StudentHomePage,
);
const EventsViewPage = screen(
  () => import('../features/catalogue/events-view-page'),
  (m) => m.EventsViewPage,
);
const QuizPage = screen(
  () => import('../features/quiz/quiz-page'),
  (m) => m.QuizPage,
);
const FlashcardsPage = screen(
  () => import('../features/flashcards/flashcards-page'),
  (m) => m.FlashcardsPage,
);
const AddEventPage = screen(
  () => import('../features/add-event/add-event-page'),
  (m) => m.AddEventPage,
);
const TeacherDashboardPage = screen(
  () => import('../features/teacher/teacher-dashboard-page'),
  (m) => m.TeacherDashboardPage,
);
const ClassPage = screen(
  () => import('../features/teacher/class-page'),
  (m) => m.ClassPage,
);
const LiveHostPage = screen(
  () => import('../features/live-game/live-host-page'),
  (m) => m.LiveHostPage,
);
const PlayPage = screen(
  () => import('../features/live-game/play-page'),
  (m) => m.PlayPage,
);

/** The app's routes; the browser wraps them in a BrowserRouter, the prerenderer in a StaticRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={ROUTES.home} element={<LandingPage />} />
        <Route path={ROUTES.about} element={<AboutPage />} />
        <Route path={ROUTES.privacy} element={<PrivacyPage />} />
        <Route path={ROUTES.terms} element={<TermsPage />} />
        <Route element={<QueryLayout />}>
          <Route path={ROUTES.login} element={<LoginPage />} />
          <Route path={ROUTES.register} element={<RegisterPage />} />
          <Route path={ROUTES.verifyEmail} element={<VerifyEmailPage />} />
          <Route path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
          <Route path={ROUTES.confirmEmailChange} element={<ConfirmEmailPage />} />
          <Route path={ROUTES.contact} element={<ContactPage />} />
          <Route path={ROUTES.play} element={<PlayPage />} />
          <Route element={<RequireSignedIn />}>
            <Route path={ROUTES.account} element={<AccountPage />} />
            <Route path={ROUTES.roleSelector} element={<RoleSelectorPage />} />
          </Route>
          <Route element={<RequireAccess rule={STUDENT_AREA} />}>
            <Route path={ROUTES.studentDashboard} element={<StudentDashboardPage />} />
            <Route path={ROUTES.studentHome} element={<StudentHomePage />} />
            <Route path={ROUTES.eventBrowser} element={<EventsViewPage />} />
            <Route path={ROUTES.quiz} element={<QuizPage />} />
            <Route path={ROUTES.flashcards} element={<FlashcardsPage />} />
            <Route path={ROUTES.addEvent} element={<AddEventPage />} />
          </Route>
          <Route element={<RequireAccess rule={TEACHER_AREA} />}>
            <Route path={ROUTES.teacher} element={<TeacherDashboardPage />} />
            <Route path={ROUTES.classView} element={<ClassPage />} />
            <Route path={ROUTES.liveGameHost} element={<LiveHostPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
