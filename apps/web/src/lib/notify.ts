import { toast } from 'sonner';

/** The spec's shared notice (section 8): a title, default 'Success', and the message. */
export function notifySuccess(message: string, title = 'Success'): void {
  toast.success(title, { description: message });
}

/** A failure notice in the destructive style; title defaults to 'Error'. */
export function notifyError(message: string, title = 'Error'): void {
  toast.error(title, { description: message });
}

/** A neutral notice: something the shopper should know that is neither a success nor a failure. */
export function notifyInfo(message: string, title: string): void {
  toast.info(title, { description: message });
}
