import { defineMessages } from 'react-intl';

export const customizerMessages = defineMessages({
  title: {
    id: 'customizer.title',
    defaultMessage: 'Theme settings',
    description: 'Title of the theme customizer drawer',
  },
  close: {
    id: 'customizer.close',
    defaultMessage: 'Close theme settings',
    description: 'Close button of the theme customizer',
  },
  themeStyle: {
    id: 'customizer.themeStyle',
    defaultMessage: 'Theme style',
    description: 'Customizer section: modern or standard corners',
  },
  modern: {
    id: 'customizer.themeStyle.modern',
    defaultMessage: 'Modern',
    description: 'Theme style with large rounded corners',
  },
  standard: {
    id: 'customizer.themeStyle.standard',
    defaultMessage: 'Standard',
    description: 'Theme style with small corners',
  },
  mode: { id: 'customizer.mode', defaultMessage: 'Mode', description: 'Customizer section: light, semi-dark or dark' },
  light: { id: 'customizer.mode.light', defaultMessage: 'Light', description: 'Light mode' },
  semiDark: {
    id: 'customizer.mode.semiDark',
    defaultMessage: 'Semi-dark',
    description: 'Semi-dark mode: dark sidebar and header, light content',
  },
  dark: { id: 'customizer.mode.dark', defaultMessage: 'Dark', description: 'Dark mode' },
  colors: {
    id: 'customizer.colors',
    defaultMessage: 'Colours',
    description: 'Customizer section: colour presets and custom colours',
  },
  presets: {
    id: 'customizer.presets',
    defaultMessage: 'Colour presets',
    description: 'Accessible name of the group of 12 colour presets',
  },
  custom: {
    id: 'customizer.custom',
    defaultMessage: 'Your own colours',
    description: 'Heading above the three colour pickers',
  },
  primary: { id: 'customizer.color.primary', defaultMessage: 'Primary colour', description: 'Colour picker label' },
  secondary: {
    id: 'customizer.color.secondary',
    defaultMessage: 'Secondary colour',
    description: 'Colour picker label',
  },
  sidebar: { id: 'customizer.color.sidebar', defaultMessage: 'Sidebar colour', description: 'Colour picker label' },
  contrastNote: {
    id: 'customizer.color.contrastNote',
    defaultMessage: 'Text on these colours is adjusted to stay readable.',
    description: 'Note under the colour pickers',
  },
  rtl: {
    id: 'customizer.rtl',
    defaultMessage: 'Right to left',
    description: 'Switch that mirrors the layout (Arabic is always right to left)',
  },
  rtlByLanguage: {
    id: 'customizer.rtl.byLanguage',
    defaultMessage: 'The current language is written right to left.',
    description: 'Shown under the right-to-left switch while Arabic is the language',
  },
  navStyle: {
    id: 'customizer.navStyle',
    defaultMessage: 'Navigation style',
    description: 'Customizer section: the 11 layouts',
  },
  layout: { id: 'customizer.layout', defaultMessage: 'Layout', description: 'Customizer section: full width or boxed' },
  full: { id: 'customizer.layout.full', defaultMessage: 'Full width', description: 'Layout option' },
  boxed: {
    id: 'customizer.layout.boxed',
    defaultMessage: 'Boxed',
    description: 'Layout option: content in a centred box',
  },
  footer: {
    id: 'customizer.footer',
    defaultMessage: 'Footer',
    description: 'Customizer section: the template footer bar',
  },
  footerOn: {
    id: 'customizer.footer.on',
    defaultMessage: 'Show the footer bar',
    description: 'Switch for the template footer bar',
  },
  fixed: {
    id: 'customizer.footer.fixed',
    defaultMessage: 'Fixed',
    description: 'Footer type: stays at the bottom of the screen',
  },
  fluid: { id: 'customizer.footer.fluid', defaultMessage: 'Fluid', description: 'Footer type: after the content' },
  footerType: {
    id: 'customizer.footer.type',
    defaultMessage: 'Footer type',
    description: 'Accessible name of the fixed / fluid choice',
  },
  transition: {
    id: 'customizer.transition',
    defaultMessage: 'Route transition',
    description: 'Customizer section: animation between pages',
  },
  none: { id: 'customizer.transition.none', defaultMessage: 'None', description: 'No route transition' },
  fade: { id: 'customizer.transition.fade', defaultMessage: 'Fade', description: 'Route transition' },
  slideLeft: { id: 'customizer.transition.slideLeft', defaultMessage: 'Slide left', description: 'Route transition' },
  slideRight: {
    id: 'customizer.transition.slideRight',
    defaultMessage: 'Slide right',
    description: 'Route transition',
  },
  slideUp: { id: 'customizer.transition.slideUp', defaultMessage: 'Slide up', description: 'Route transition' },
  slideDown: { id: 'customizer.transition.slideDown', defaultMessage: 'Slide down', description: 'Route transition' },
  copyLink: {
    id: 'customizer.copyLink',
    defaultMessage: 'Copy link to this look',
    description: 'Button that copies a link presetting layout, mode, direction and style',
  },
  linkCopied: {
    id: 'customizer.linkCopied',
    defaultMessage: 'Link copied: it opens the portal with this look.',
    description: 'Snackbar after the link was copied',
  },
  copyFailed: {
    id: 'customizer.copyFailed',
    defaultMessage: 'The link could not be copied. Select it above and copy it yourself.',
    description: 'Snackbar when the browser refused to copy',
  },
  link: {
    id: 'customizer.link',
    defaultMessage: 'Link to this look',
    description: 'Label of the read-only field holding the link',
  },
  reset: {
    id: 'customizer.reset',
    defaultMessage: 'Reset to defaults',
    description: 'Button that restores every theme setting',
  },
});
