import content from 'virtual:portal-content/syndigo';
import { ContentPage } from '@/components/content';

/**
 * Syndigo's product-content service at the cooperative's rate: what it does, how to start, its website.
 * Its texts, pictures and links come from config/content/syndigo.json (the page has no call in spec §7).
 */
export default function SyndigoPage() {
  return <ContentPage content={content} />;
}
