// The approval page's script (approval-page.ts): framed by the host page in ApproveTransaction.
import { startApprovalPage } from './approval-page';
import { applySavedTheme } from './secure-theme';

// In the theme the host page synced, like the modal around this page.
applySavedTheme();

const query = new URLSearchParams(location.search);
void startApprovalPage({
  window,
  container: document.getElementById('request')!,
  id: query.get('id') ?? '',
  projectId: query.get('projectId') ?? '',
  framed: window.top !== window,
});
