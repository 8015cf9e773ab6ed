import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { config } from '@/lib/config';
import { shellMessages } from '../messages';
import { HorizontalMenu } from './HorizontalMenu';
import { visibleMenu } from './menu-model';
import type { MenuFormProps } from './menu-parts';
import { MiniMenu } from './MiniMenu';
import { VerticalMenu } from './VerticalMenu';

export type MenuForm = 'vertical' | 'mini' | 'horizontal';

const forms: Record<MenuForm, (props: MenuFormProps) => React.ReactNode> = { vertical: VerticalMenu, mini: MiniMenu, horizontal: HorizontalMenu };

/**
 * The one menu renderer of every layout: config/menu.json filtered by the member's roles (spec §6), drawn as a full
 * sidebar, a mini rail or a top bar.
 */
export function MainMenu({ form, onNavigate, className }: { form: MenuForm; onNavigate?: () => void; className?: string }) {
  const { user } = useAuth();
  const intl = useIntl();
  const items = useMemo(() => visibleMenu(config.menu, user?.role ?? []), [user?.role]);
  const Form = forms[form];
  return (
    <nav aria-label={intl.formatMessage(shellMessages.mainNavigation)} data-menu-form={form} className={className}>
      <Form items={items} onNavigate={onNavigate} />
    </nav>
  );
}
