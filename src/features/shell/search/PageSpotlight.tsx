import { useEffect, useState } from 'react';
import { Kbd, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { MenuIcon } from '../menu/menu-parts';
import { shellMessages } from '../messages';
import { searchPages } from './search-model';
import { usePages } from './usePages';
import '@mantine/core/styles/Kbd.css';
import '@mantine/spotlight/styles.css';

const [store, spotlight] = createSpotlight();

/**
 * The search window (Mantine spotlight), loaded the first time a member presses Ctrl+K or a search button: the same
 * page search as the header box, anywhere in the portal.
 */
export default function PageSpotlight({ request }: { request: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const pages = usePages();
  const [query, setQuery] = useState('');

  // Each request (a key press, a click) opens it; the first one is what loaded this chunk.
  useEffect(() => {
    if (request > 0) spotlight.open();
  }, [request]);

  const hits = query.trim() ? searchPages(pages, query, 12) : pages.slice(0, 8);
  return (
    <Spotlight.Root store={store} shortcut={null} query={query} onQueryChange={setQuery} clearQueryOnClose>
      <Spotlight.Search
        leftSection={<IconSearch size={18} stroke={1.6} aria-hidden />}
        placeholder={intl.formatMessage(shellMessages.searchPlaceholder)}
        aria-label={intl.formatMessage(shellMessages.searchLabel)}
      />
      <Spotlight.ActionsList>
        {hits.length > 0 ? (
          hits.map((hit) => (
            <Spotlight.Action
              key={hit.id}
              label={hit.label}
              description={hit.group ?? undefined}
              leftSection={<MenuIcon item={hit.item} size={20} />}
              highlightQuery
              onClick={() => void navigate(hit.url)}
            />
          ))
        ) : (
          <Spotlight.Empty>{intl.formatMessage(shellMessages.searchNothing)}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">K</Kbd> · {intl.formatMessage(shellMessages.searchShortcut)}
        </Text>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
