import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { THEMES, useTheme, type Theme } from '@/lib/theme';

const THEME_META: Record<Theme, { label: string; icon: LucideIcon }> = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
  system: { label: 'System', icon: Monitor },
};

function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'system';
}

/** One button that steps through light, dark and system; the label says what a click does. */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme();
  const { label, icon: Icon } = THEME_META[theme];
  const next = nextTheme(theme);
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={() => setTheme(next)}
      aria-label={`Theme: ${label}. Switch to ${THEME_META[next].label.toLowerCase()}`}
      title={`Theme: ${label}`}
    >
      <Icon className="size-5" />
    </Button>
  );
}

/** The three choices side by side, for the mobile menu and (later) the profile's Settings tab. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label="Theme"
      className={cn('grid grid-cols-3 gap-1 rounded-lg bg-muted p-1', className)}
    >
      {THEMES.map((option) => {
        const { label, icon: Icon } = THEME_META[option];
        const selected = option === theme;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => setTheme(option)}
            className={cn(
              'flex items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground transition-colors',
              selected ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
