import { lazy } from 'react';
import { HomePage } from '@/features/home/components/home-page';

// The product sections sit below the first screen, so their cards (with the cart and like buttons)
// are a chunk of their own rather than part of the script every page loads first.
const HomeSections = lazy(() =>
  import('@/app/home-sections').then((module) => ({ default: module.HomeSectionsWithActions })),
);

export function HomeRoute() {
  return <HomePage sections={(home) => <HomeSections home={home} />} />;
}
