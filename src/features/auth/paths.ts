import { config } from '@/lib/config';
import { routePath as pathOf } from '@/lib/routing';

/** Where the authentication pages live; the paths come from config/routes.json by route id. */
export const authPaths = {
  signIn: config.signInPath,
  signUp: pathOf('signup'),
  confirmSignUp: pathOf('confirmSignup'),
  forgetPassword: pathOf('forgetPassword'),
  resetPassword: pathOf('resetPassword'),
  lockScreen: pathOf('lockScreen'),
} as const;
