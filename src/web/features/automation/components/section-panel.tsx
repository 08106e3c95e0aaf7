import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { AutomationKey } from "../../../../shared/constants";
import { Panel } from "../../../components/ui/panel";
import { Switch } from "../../../components/ui/switch";
import { AUTOMATION_TEXT, SECTION_TITLES } from "../labels";

/** One of the six sections: its title, what it does, its on/off switch beside the title, and its fields. */
export function SectionPanel(props: {
  section: AutomationKey;
  icon: LucideIcon;
  description: string;
  /** The switch's visible word ("Attiva", "Attive"). */
  switchLabel: string;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  children: ReactNode;
}) {
  const title = SECTION_TITLES[props.section];
  return (
    <Panel
      title={title}
      icon={props.icon}
      description={props.description}
      actions={
        <Switch
          id={`automation-${props.section}-enabled`}
          checked={props.enabled}
          onCheckedChange={props.onEnabledChange}
          label={props.switchLabel}
          aria-label={AUTOMATION_TEXT.switchOf(title)}
        />
      }
    >
      <div className="mt-4 border-t border-slate-100 pt-4">{props.children}</div>
    </Panel>
  );
}
