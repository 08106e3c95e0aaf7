import { Switch } from "radix-ui";
import { AI_TEXT } from "../labels";
import { switchRootClass, switchThumbClass } from "../../../lib/dashboard-styles";

/** An on/off switch with a visible "Attivo" caption; `name` makes its accessible name "Attivo: {name}". */
export function Toggle({
  id,
  name,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string;
  name: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-label={AI_TEXT.list.activeOf(name)}
        className={switchRootClass}
      >
        <Switch.Thumb className={switchThumbClass} />
      </Switch.Root>
      {/* Clicking the caption flips the switch too; the name comes from aria-label. */}
      <label htmlFor={id} className="text-sm text-slate-700">
        {AI_TEXT.list.active}
      </label>
    </div>
  );
}
