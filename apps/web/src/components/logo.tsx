import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/** A speedometer mark: the same drawing as public/favicon.svg. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#17181c" />
      <path d="M10 44a22 22 0 0 1 44 0" fill="none" stroke="#3a3d45" strokeWidth="6" strokeLinecap="round" />
      <path d="M10 44a22 22 0 0 1 30-20.5" fill="none" stroke="#f25a1d" strokeWidth="6" strokeLinecap="round" />
      <path d="M32 44 45 27" stroke="#f6f5f3" strokeWidth="5" strokeLinecap="round" />
      <circle cx="32" cy="44" r="5" fill="#f6f5f3" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link to={paths.home()} className={cn('flex items-center gap-2.5', className)}>
      <LogoMark className="size-9 shrink-0 ring-1 ring-white/10 rounded-[0.55rem]" />
      <span className="font-display leading-none italic uppercase">
        {/* The visible words are the link's name (WCAG 2.5.3); the header is dark in both themes,
            so the accent is the lighter orange that keeps 4.5:1 on it. */}
        <span className="block text-[0.625rem] font-semibold tracking-[0.3em] text-[oklch(0.74_0.18_48)]">Kerala</span>{' '}
        <span className="block text-lg font-extrabold tracking-tight">Moto Hub</span>
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}
