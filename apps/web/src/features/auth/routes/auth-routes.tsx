import type { RouteObject } from 'react-router';

/** The public sign-in screens: /login, /forgot-password and the recovery link's /reset-password. */
export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./login-page')).LoginPage }) },
  {
    path: 'forgot-password',
    lazy: async () => ({ Component: (await import('./forgot-password-page')).ForgotPasswordPage }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./reset-password-page')).ResetPasswordPage }),
  },
];
