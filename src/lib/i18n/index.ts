export { I18nProvider, useLocale } from './I18nProvider';
export { directionOf, isSupportedLocale } from './locale';
export { configText } from './config-text';
