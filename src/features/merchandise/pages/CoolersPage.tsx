import content from 'virtual:portal-content/coolers';
import { ContentPage } from '@/components/content';

/**
 * The cooler programs a store can join with its vendors, how to request one and whom to ask.
 * Its texts, pictures and links come from config/content/coolers.json (the page has no call in spec §7).
 */
export default function CoolersPage() {
  return <ContentPage content={content} />;
}
