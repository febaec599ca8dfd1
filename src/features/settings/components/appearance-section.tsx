import { Monitor, Moon, Sun } from 'lucide-react'
import { useState } from 'react'
import { FormSection } from '@/components/shared/form-section'
import { cn } from '@/lib/cn'
import { setThemeChoice, themeChoice, type ThemeChoice } from '@/lib/theme'
import { msg, t } from '@/lib/i18n'

const THEMES = [
  { value: 'light', label: msg('Light'), icon: Sun },
  { value: 'dark', label: msg('Dark'), icon: Moon },
  { value: 'system', label: msg('System'), icon: Monitor },
] as const satisfies ReadonlyArray<{ value: ThemeChoice; label: string; icon: unknown }>

/** Light, dark or the system's: kept on this device, applied at once. */
export function AppearanceSection() {
  const [choice, setChoice] = useState(themeChoice)
  return (
    <FormSection title={t('Appearance')}>
      <fieldset>
        <legend className="mb-3 text-sm text-muted">
          {t('Theme on this device. “System” follows your device’s light or dark setting.')}
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {THEMES.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-4 font-medium',
                choice === value ? 'border-primary bg-primary-soft text-primary' : 'border-border',
              )}
            >
              <Icon className="size-6" aria-hidden="true" />
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  className="size-4 accent-[var(--color-primary)]"
                  checked={choice === value}
                  onChange={() => {
                    setThemeChoice(value)
                    setChoice(value)
                  }}
                />
                {t(label)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormSection>
  )
}
