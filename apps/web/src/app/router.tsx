import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ROUTES } from '../shared/routes';
import { NotFoundPage } from '../shared/ui/not-found-page';
import { PageLoading } from '../shared/ui/page-loading';
import type { AccessRule } from './guards/access';
import { RequireAccess, RequireSignedIn } from './guards/require-access';
import { RootLayout } from './layout/root-layout';

const STUDENT_AREA: AccessRule = { role: 'student', allowGuest: true };
const TEACHER_AREA: AccessRule = { role: 'teacher', allowGuest: false };

/** Every screen is its own chunk, so the landing page downloads only what it shows. */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    children: [
      {
        path: ROUTES.home,
        ...screen(
          () => import('../features/landing/landing-page'),
          (m) => m.LandingPage,
        ),
      },
      {
        path: ROUTES.login,
        ...screen(
          () => import('../features/auth/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: ROUTES.register,
        ...screen(
          () => import('../features/auth/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: ROUTES.verifyEmail,
        ...screen(
          () => import('../features/auth/verify-email-page'),
          (m) => m.VerifyEmailPage,
        ),
      },
      {
        path: ROUTES.about,
        ...screen(
          () => import('../features/info/about-page'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: ROUTES.contact,
        ...screen(
          () => import('../features/info/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: ROUTES.privacy,
        ...screen(
          () => import('../features/info/privacy-page'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: ROUTES.terms,
        ...screen(
          () => import('../features/info/terms-page'),
          (m) => m.TermsPage,
        ),
      },
      {
        element: (
          <RequireSignedIn>
            <Outlet />
          </RequireSignedIn>
        ),
        children: [
          {
            path: ROUTES.account,
            ...screen(
              () => import('../features/account/account-page'),
              (m) => m.AccountPage,
            ),
          },
          {
            path: ROUTES.roleSelector,
            ...screen(
              () => import('../features/auth/role-selector-page'),
              (m) => m.RoleSelectorPage,
            ),
          },
        ],
      },
      {
        element: (
          <RequireAccess rule={STUDENT_AREA}>
            <Outlet />
          </RequireAccess>
        ),
        children: [
          {
            path: ROUTES.studentDashboard,
            ...screen(
              () => import('../features/student-home/student-dashboard-page'),
              (m) => m.StudentDashboardPage,
            ),
          },
          {
            path: ROUTES.studentHome,
            ...screen(
              () => import('../features/student-home/student-home-page'),
              (m) => m.StudentHomePage,
            ),
          },
          {
            path: ROUTES.timeline,
            ...screen(
              () => import('../features/catalogue/events-view-page'),
              (m) => m.EventsViewPage,
            ),
          },
          {
            path: ROUTES.quiz,
            ...screen(
              () => import('../features/quiz/quiz-page'),
              (m) => m.QuizPage,
            ),
          },
          {
            path: ROUTES.flashcards,
            ...screen(
              () => import('../features/flashcards/flashcards-page'),
              (m) => m.FlashcardsPage,
            ),
          },
          {
            path: ROUTES.addEvent,
            ...screen(
              () => import('../features/add-event/add-event-page'),
              (m) => m.AddEventPage,
            ),
          },
        ],
      },
      {
        element: (
          <RequireAccess rule={TEACHER_AREA}>
            <Outlet />
          </RequireAccess>
        ),
        children: [
          {
            path: ROUTES.teacher,
            ...screen(
              () => import('../features/teacher/teacher-dashboard-page'),
              (m) => m.TeacherDashboardPage,
            ),
          },
          {
            path: ROUTES.classView,
            ...screen(
              () => import('../features/teacher/class-page'),
              (m) => m.ClassPage,
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
