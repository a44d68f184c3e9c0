/**
 * The notices (docs/product.md, Global behaviour and Error messages). sonner is loaded when the first notice is shown or the notice
 * area mounts, not with the first screen's script; a notice sent before its area mounts is shown
 * when it does, as sonner replays active notices to a new area.
 */
const loadSonner = () => import('sonner');

/** Every notice's title starts with a capital, whoever wrote it: 'failed' shows as 'Failed'. */
export function noticeTitle(title: string): string {
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The shared notice: a title, default 'Success', and the message. */
export function notifySuccess(message: string, title = 'Success'): void {
  void loadSonner().then(({ toast }) => toast.success(noticeTitle(title), { description: message }));
}

/** A failure notice in the destructive style; title defaults to 'Error'. */
export function notifyError(message: string, title = 'Error'): void {
  void loadSonner().then(({ toast }) => toast.error(noticeTitle(title), { description: message }));
}

/** A neutral notice: something the shopper should know that is neither a success nor a failure. */
export function notifyInfo(message: string, title: string): void {
  void loadSonner().then(({ toast }) => toast.info(noticeTitle(title), { description: message }));
}
