import content from 'virtual:portal-content/order-custom-pos';
import { ContentPage } from '@/components/content';

/**
 * Ordering custom point-of-sale material from the print partner: the steps, what can be ordered, the print shop.
 * Its texts, pictures and links come from config/content/order-custom-pos.json (the page has no call in spec §7).
 */
export default function OrderCustomPosPage() {
  return <ContentPage content={content} />;
}
