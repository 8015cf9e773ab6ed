// Generated from config/routes.json by scripts/portal-config-plugin.ts (on npm start and npm run build): do not edit.
// npm test fails when it is out of date (scripts/generate.mjs --check); npm run generate writes it too.
export const routeIds = [
  'dashboard',
  'accountDetails',
  'newsletter',
  'rebateInvoice',
  'rebateFifthCheck',
  'incentives',
  'coolers',
  'availableCoolers',
  'planograms',
  'syndigo',
  'myPos',
  'orderCustomPos',
  'activePrograms',
  'availablePrograms',
  'feloniousInsurance',
  'easystorePro',
  'easystoreDash',
  'easystoreEats',
  'chainPricing',
  'chainNewsletter',
  'index',
  'error500',
  'comingSoon',
  'maintenance',
  'adminConsole',
  'error404',
  'signin',
  'signup',
  'forgetPassword',
  'confirmSignup',
  'resetPassword',
  'lockScreen'
] as const;

export type RouteId = (typeof routeIds)[number];
