import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './product-gallery';
import { mediaMatching } from '@/test/fixtures';

const images = ['/media/p/front.webp', '/media/p/side.webp', '/media/p/back.webp'];

function viewer() {
  return screen.getByRole('dialog', { hidden: true, name: /Axor Apex, picture/ });
}

function viewerPicture() {
  return viewer().querySelector('img') as HTMLImageElement;
}

/** Fingers touching the viewer's picture at these points, then lifting. */
function touch(points: Array<[number, number]>, moveTo?: Array<[number, number]>) {
  const stage = viewer().querySelector('[data-testid="gallery-stage"]')!;
  const at = (list: Array<[number, number]>) => list.map(([clientX, clientY]) => ({ clientX, clientY }));
  fireEvent.touchStart(stage, { touches: at(points) });
  if (moveTo) fireEvent.touchMove(stage, { touches: at(moveTo) });
  const end = at(moveTo ?? points);
  fireEvent.touchEnd(stage, { touches: [], changedTouches: end });
}

let matchMedia: ReturnType<typeof vi.spyOn> | undefined;

/** A screen with a mouse that hovers, as the desktop gallery asks matchMedia. */
function withHoveringMouse() {
  matchMedia = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(mediaMatching((query) => query.includes('hover: hover')));
}

afterEach(() => {
  matchMedia?.mockRestore();
  matchMedia = undefined;
});

describe('ProductGallery zoom', () => {
  it('opens the pictures full screen and closes with Escape or Close, focus back on the picture', () => {
    render(<ProductGallery images={images} name="Axor Apex" />);
    const opener = screen.getByRole('button', { name: 'Open picture 1 full screen' });
    // The page's picture is still the plain image the page loads first.
    expect(screen.getByRole('img', { name: 'Axor Apex, picture 1 of 3' }).getAttribute('fetchpriority')).toBe('high');

    fireEvent.click(opener);
    expect(viewer().getAttribute('aria-label')).toBe('Axor Apex, picture 1 of 3');
    fireEvent.keyDown(viewer(), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Close picture viewer' }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('steps between pictures with the buttons, the arrow keys and a swipe, and the page follows', () => {
    render(<ProductGallery images={images} name="Axor Apex" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 full screen' }));

    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Next picture' }));
    expect(viewer().getAttribute('aria-label')).toBe('Axor Apex, picture 2 of 3');
    touch([[300, 200]], [[180, 210]]);
    expect(viewer().getAttribute('aria-label')).toBe('Axor Apex, picture 3 of 3');
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(viewer().getAttribute('aria-label')).toBe('Axor Apex, picture 1 of 3');
    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
    expect(viewerPicture().getAttribute('src')).toBe('/media/p/back.webp');

    fireEvent.keyDown(viewer(), { key: 'Escape' });
    expect(screen.getByRole('img', { name: 'Axor Apex, picture 3 of 3' })).toBeTruthy();
  });

  it('zooms with a double tap, a pinch and the buttons; a zoomed picture does not swipe away', () => {
    render(<ProductGallery images={images} name="Axor Apex" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 full screen' }));
    expect(viewerPicture().style.transform).toContain('scale(1)');

    touch([[200, 200]]);
    touch([[202, 201]]);
    expect(viewerPicture().style.transform).toContain('scale(2.5)');
    touch([[300, 200]], [[150, 200]]);
    expect(viewer().getAttribute('aria-label')).toBe('Axor Apex, picture 1 of 3');

    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Zoom out' }));
    expect(viewerPicture().style.transform).toContain('scale(1)');

    touch(
      [
        [100, 200],
        [200, 200],
      ],
      [
        [50, 200],
        [250, 200],
      ],
    );
    expect(viewerPicture().style.transform).toContain('scale(2)');
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Zoom in' }));
    expect(viewerPicture().style.transform).toContain('scale(3)');
  });

  it('magnifies the picture under a hovering mouse, and not on a touch screen', () => {
    withHoveringMouse();
    const { container } = render(<ProductGallery images={images} name="Axor Apex" />);
    const picture = screen.getByRole('button', { name: 'Open picture 1 full screen' });
    fireEvent.mouseMove(picture, { clientX: 10, clientY: 10 });
    const lens = container.querySelector<HTMLElement>('[style*="background-image"]');
    expect(lens?.style.backgroundImage).toContain('/media/p/front.webp');
    expect(lens?.style.backgroundSize).toBe('250%');
    fireEvent.mouseLeave(picture);
    expect(container.querySelector('[style*="background-image"]')).toBeNull();

    matchMedia?.mockRestore();
    matchMedia = undefined;
    const phone = render(<ProductGallery images={images} name="Axor Apex" />);
    fireEvent.mouseMove(phone.getAllByRole('button', { name: 'Open picture 1 full screen' })[1]!);
    expect(phone.container.querySelector('[style*="background-image"]')).toBeNull();
  });
});
