import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '@/lib/auth';
import { config } from '@/lib/config';
import { shellMessages } from '../messages';
import { visibleMenu } from './menu-model';
import type { MenuFormProps } from './menu-parts';
import { VerticalMenu } from './VerticalMenu';

export type MenuForm = 'vertical' | 'mini' | 'horizontal';

// The compact forms bring Mantine's Menu and Tooltip with floating-ui; the full sidebar, the default, needs neither.
// Each is its own chunk, fetched with the shell when the member's layout uses it (preloadMenuForm).
const loadMini = () => import('./MiniMenu').then((module) => ({ default: module.MiniMenu }));
const loadHorizontal = () => import('./HorizontalMenu').then((module) => ({ default: module.HorizontalMenu }));
const forms: Record<MenuForm, React.ComponentType<MenuFormProps>> = {
  vertical: VerticalMenu,
  mini: lazy(loadMini),
  horizontal: lazy(loadHorizontal),
};

/** Starts downloading a menu form before it renders. */
export function preloadMenuForm(form: MenuForm): void {
  if (form === 'mini') void loadMini();
  if (form === 'horizontal') void loadHorizontal();
}

/**
 * The one menu renderer of every layout: config/menu.json filtered by the member's roles, drawn as a full
 * sidebar, a mini rail or a top bar. It is the 'Main navigation' landmark itself unless `landmark` is false: the
 * sidebar of large screens is that landmark as a whole (logo and account box with the menu), and a second one inside
 * it had a screen reader list two navigations for one menu.
 */
export function MainMenu({
  form,
  onNavigate,
  className,
  landmark = true,
}: {
  form: MenuForm;
  onNavigate?: () => void;
  className?: string;
  landmark?: boolean;
}) {
  const { user } = useAuth();
  const intl = useIntl();
  const items = useMemo(() => visibleMenu(config.menu, user?.role ?? []), [user?.role]);
  const Form = forms[form];
  const Frame = landmark ? 'nav' : 'div';
  return (
    <Frame
      aria-label={landmark ? intl.formatMessage(shellMessages.mainNavigation) : undefined}
      data-menu-form={form}
      className={className}
    >
      {/* The form's place is sized by its frame (rail, bar), so nothing moves when a lazy one arrives. */}
      <Suspense fallback={null}>
        <Form items={items} onNavigate={onNavigate} />
      </Suspense>
    </Frame>
  );
}
