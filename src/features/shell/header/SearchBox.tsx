import { useState } from 'react';
import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { MenuIcon } from '../menu/menu-parts';
import { shellMessages } from '../messages';
import { searchPages } from '../search/search-model';
import { usePages } from '../search/usePages';
import classes from './search.module.css';

/**
 * Header search box ('Search…', 162 px growing to 235 px on focus): it finds the menu's pages in the
 * current language; Enter or a click opens the page.
 */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const pages = usePages();
  const [query, setQuery] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const hits = searchPages(pages, query);

  const open = (url: string) => {
    setQuery('');
    combobox.closeDropdown();
    void navigate(url);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={open}
      withinPortal={false}
      width={280}
      position="bottom-start"
      shadow="md"
    >
      <Combobox.Target>
        <InputBase
          className={classes.search}
          classNames={{ input: classes.searchInput }}
          leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
          placeholder={intl.formatMessage(shellMessages.searchPlaceholder)}
          aria-label={intl.formatMessage(shellMessages.searchLabel)}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => query && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter with nothing highlighted opens the best match.
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1 && hits[0]) open(hits[0].url);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!query.trim()}>
        <Combobox.Options>
          {hits.length === 0 ? (
            <Combobox.Empty>{intl.formatMessage(shellMessages.searchNothing)}</Combobox.Empty>
          ) : (
            hits.map((hit) => (
              <Combobox.Option value={hit.url} key={hit.id} className={classes.searchOption}>
                <MenuIcon item={hit.item} size={18} />
                <span>
                  {hit.label}
                  {hit.group && (
                    <Text component="span" size="xs" c="dimmed" display="block">
                      {hit.group}
                    </Text>
                  )}
                </span>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
