import type { ContentBlock, PageContent } from '@/lib/config';
import { ContentBlockView } from './blocks';
import classes from './content.module.css';
import { ContentHero } from './ContentHero';

// Contacts and links sit beside the page's content on wide screens unless the file places them in the main column.
const ASIDE_BY_DEFAULT: ReadonlySet<ContentBlock['type']> = new Set(['contact', 'links']);
const placementOf = (block: ContentBlock) => block.placement ?? (ASIDE_BY_DEFAULT.has(block.type) ? 'aside' : 'main');

/**
 * A whole content page from its content file (config/content/<name>.json): the introduction, then the blocks in a
 * main column and, from 62em up, a side column (contacts, links). On a phone the side column follows the main one.
 */
export function ContentPage({ content }: { content: PageContent }) {
  const main = content.blocks.filter((block) => placementOf(block) === 'main');
  const aside = content.blocks.filter((block) => placementOf(block) === 'aside');
  const twoColumns = main.length > 0 && aside.length > 0;
  return (
    <div className={classes.page}>
      <ContentHero intro={content.intro} />
      <div className={twoColumns ? `${classes.columns} ${classes.withAside}` : classes.columns}>
        {[main, aside]
          .filter((column) => column.length > 0)
          .map((column, columnIndex) => (
            <div key={columnIndex} className={classes.column}>
              {column.map((block, index) => (
                <ContentBlockView key={index} block={block} />
              ))}
            </div>
          ))}
      </div>
    </div>
  );
}
