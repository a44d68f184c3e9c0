import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Copies the page address, with the notices of docs/product.md, Error messages. */
export function CopyLinkButton() {
  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notifySuccess('Link copied to clipboard!');
    } catch {
      notifyError('Failed to copy link');
    }
  }
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label="Copy link to this product"
      title="Copy link"
      onClick={() => void copy()}
    >
      <Link2 />
    </Button>
  );
}
