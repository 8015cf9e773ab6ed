import { Title } from '@mantine/core';
import { useRouteTitle } from '@/components/useRouteTitle';

/** The current route's title from config, as the page heading. */
export function PageTitle() {
  const title = useRouteTitle();
  return title ? (
    <Title order={1} size="h2" mb="lg">
      {title}
    </Title>
  ) : null;
}
