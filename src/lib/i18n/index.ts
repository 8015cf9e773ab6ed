export { I18nProvider, useLocale } from './I18nProvider';
export { directionOf, isSupportedLocale, type Direction } from './locale';
export { defaultLocale, languages, type Language } from './languages';
export { configText } from './config-text';
export { createFormatters, useFormatters, DEFAULT_CURRENCY, type Formatters } from './format';
export { loadingLabelBeforeCatalog } from './loading-label';
export { commonMessages } from './common-messages';
export { isolated } from './bidi';
