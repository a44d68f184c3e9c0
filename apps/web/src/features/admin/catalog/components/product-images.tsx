import { MAX_PRODUCT_IMAGES, type AdminProduct } from '@store/contracts/admin';
import { ArrowLeft, ArrowRight, ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { cn } from '@/lib/cn';
import { IMAGE_ACCEPT, imageFileProblem } from '../../components/image-picker';
import { useChangeProductImages } from '../api/product-images';

type ProductImagesProps = { productId: string; productName: string; images: AdminProduct['images'] };

/** The product's pictures: upload (button or drop), reorder with the arrows, remove. The first is the cover. */
export function ProductImages({ productId, productName, images }: ProductImagesProps) {
  const input = useRef<HTMLInputElement>(null);
  const change = useChangeProductImages(productId);
  const [uploading, setUploading] = useState(0);
  const [dragging, setDragging] = useState(false);
  const sorted = [...images].sort((a, b) => a.position - b.position);
  const room = MAX_PRODUCT_IMAGES - sorted.length;

  const upload = async (files: File[]) => {
    const accepted = files.filter((file) => {
      const problem = imageFileProblem(file);
      if (problem) notifyError(`${file.name}: ${problem}`, 'Image not added');
      return !problem;
    });
    if (accepted.length > room)
      notifyError(`Only ${room} more image${room === 1 ? '' : 's'} fit; the rest were left out.`, 'Too many images');
    const batch = accepted.slice(0, Math.max(0, room));
    // One at a time, so they land in the order they were picked.
    let added = 0;
    for (const file of batch) {
      setUploading(batch.length - added);
      try {
        await change.mutateAsync({ kind: 'upload', file });
        added += 1;
      } catch {
        break;
      }
    }
    setUploading(0);
    if (added > 0) notifySuccess(`${added} image${added === 1 ? '' : 's'} added to ${productName}`, 'Images saved');
  };

  const reorder = (from: number, to: number) => {
    const ids = sorted.map((image) => image.id);
    const [moved] = ids.splice(from, 1);
    if (!moved) return;
    ids.splice(to, 0, moved);
    change.mutate({ kind: 'order', imageIds: ids });
  };

  return (
    <div
      className={cn(
        'space-y-3 rounded-lg transition-colors',
        dragging && 'bg-accent/40 ring-2 ring-primary ring-offset-4 ring-offset-card',
      )}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        void upload([...event.dataTransfer.files]);
      }}
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Product images">
        {sorted.map((image, i) => (
          <li key={image.id} className="group relative overflow-hidden rounded-lg border bg-muted">
            <img
              src={image.url}
              alt={image.alt || `${productName}, image ${i + 1}`}
              className="aspect-square w-full object-cover"
            />
            {i === 0 ? (
              <span className="absolute top-1.5 left-1.5 rounded bg-asphalt px-1.5 py-0.5 text-[0.6875rem] font-bold text-asphalt-foreground">
                Cover
              </span>
            ) : null}
            <div className="flex items-center justify-between gap-1 border-t bg-card p-1">
              <div className="flex">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={i === 0 || change.isPending}
                  onClick={() => reorder(i, i - 1)}
                  aria-label={`Move image ${i + 1} earlier`}
                >
                  <ArrowLeft />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={i === sorted.length - 1 || change.isPending}
                  onClick={() => reorder(i, i + 1)}
                  aria-label={`Move image ${i + 1} later`}
                >
                  <ArrowRight />
                </Button>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 text-muted-foreground hover:text-destructive"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { kind: 'delete', imageId: image.id },
                    { onSuccess: () => notifySuccess(`Image ${i + 1} removed`, 'Image removed') },
                  )
                }
                aria-label={`Remove image ${i + 1}`}
              >
                <Trash2 />
              </Button>
            </div>
          </li>
        ))}
        {room > 0 ? (
          <li>
            <button
              type="button"
              onClick={() => input.current?.click()}
              disabled={uploading > 0}
              className="grid aspect-square w-full place-items-center rounded-lg border-2 border-dashed bg-background p-3 text-center text-sm text-muted-foreground transition-colors hover:border-ring hover:text-foreground disabled:opacity-70"
            >
              <span className="grid justify-items-center gap-1.5">
                {uploading > 0 ? (
                  <Loader2 className="size-6 animate-spin" aria-hidden="true" />
                ) : (
                  <ImagePlus className="size-6" aria-hidden="true" />
                )}
                <span className="font-medium">{uploading > 0 ? `Uploading ${uploading}…` : 'Add images'}</span>
                <span className="text-xs">or drop them here</span>
              </span>
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Upload product images"
        onChange={(event) => {
          void upload([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <p className="text-xs text-muted-foreground">
        JPEG, PNG or WebP up to 8 MB, {MAX_PRODUCT_IMAGES} at most. The first image is the one shown on product cards.
      </p>
    </div>
  );
}
