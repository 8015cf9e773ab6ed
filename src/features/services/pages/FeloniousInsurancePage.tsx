import content from 'virtual:portal-content/felonious-insurance';
import { ContentPage } from '@/components/content';

/**
 * The felonious-acts insurance: what it covers, what to do after a robbery, the carrier's contact and documents.
 * Its texts, pictures and links come from config/content/felonious-insurance.json (the page has no call in spec §7).
 */
export default function FeloniousInsurancePage() {
  return <ContentPage content={content} />;
}
