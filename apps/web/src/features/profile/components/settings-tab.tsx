import { ThemeSwitcher } from '@/components/theme-toggle';

/** Settings: the theme choice, the same one the header's toggle changes. */
export function SettingsTab() {
  return (
    <div className="max-w-xl rounded-2xl border bg-card p-6 sm:p-8">
      <h2 className="text-lg font-bold">Appearance</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Light, dark, or follow your device. The choice is kept on this device.
      </p>
      <ThemeSwitcher className="mt-5 max-w-sm" />
    </div>
  );
}
