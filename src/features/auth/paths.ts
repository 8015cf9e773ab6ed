import { config } from '@/lib/config';
import { routeById } from '@/lib/routing';

const pathOf = (id: string): string => routeById(id)?.path ?? config.signInPath;

/** Where the authentication pages live; the paths come from config/routes.json by route id. */
export const authPaths = {
  signIn: config.signInPath,
  signUp: pathOf('signup'),
  confirmSignUp: pathOf('confirmSignup'),
  forgetPassword: pathOf('forgetPassword'),
  resetPassword: pathOf('resetPassword'),
  lockScreen: pathOf('lockScreen'),
} as const;
