import type { ContentImage as ContentImageData } from '@/lib/config';
import { useContentText } from './useContentText';

/** A picture of a content file: described for screen readers, or alt="" when the file marks it decorative. */
export function ContentImage({ image, className }: { image: ContentImageData; className?: string }) {
  const t = useContentText();
  return (
    <img src={image.src} alt={image.alt ? t(image.alt) : ''} className={className} loading="lazy" decoding="async" />
  );
}
