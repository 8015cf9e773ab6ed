import './styles';

// Content pages (config/content/<name>.json, see src/lib/config/content.ts): a whole page, or its pieces.
export { ContentPage } from './ContentPage';
export { ContentHero } from './ContentHero';
export { ContentBlockView } from './blocks';
export { ContentSection } from './ContentSection';
export { ContentLinkButton } from './ContentLinkButton';
export { AppStoreBadges } from './AppStoreBadges';
export { useContentText } from './useContentText';
