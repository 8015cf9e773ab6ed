// Mantine component styles the shell uses, in Mantine's own order (see src/app/styles.ts); they arrive with the
// shell's chunk, not the first download.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
