// Page for MSAL's silent (iframe) token renewal: passes the provider's answer to the main window (MSAL v5).
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

void broadcastResponseToMainFrame();
