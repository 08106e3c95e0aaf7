import { Menu } from "lucide-react";
import { useState } from "react";
import type { DashboardSectionPath } from "../../../shared/labels";
import { Button } from "../ui/button";
import { Sheet } from "../ui/sheet";
import { badgedName, CountBadge } from "./count-badge";
import { FrameActions } from "./frame-actions";
import { FRAME_TEXT } from "./labels";
import { menuBadge, type SectionBadge } from "./section-badges";
import { SectionNav } from "./section-nav";

/**
 * On phones and tablets: a "Menu" button opening the sections, the site link
 * and "Esci" in a sheet from the left. The button carries the sections' counts
 * too, so unread messages show without opening it.
 */
export function MenuSheet({ badges = {} }: { badges?: Partial<Record<DashboardSectionPath, SectionBadge>> }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const badge = menuBadge(badges);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={FRAME_TEXT.menu}
      closeLabel={FRAME_TEXT.closeMenu}
      trigger={
        <Button variant="ghost" icon={Menu} aria-label={badgedName(FRAME_TEXT.menu, badge)}>
          {FRAME_TEXT.menu}
          {badge ? <CountBadge badge={badge} /> : null}
        </Button>
      }
    >
      <SectionNav onNavigate={close} badges={badges} />
      <div className="mt-auto pt-4">
        <FrameActions onNavigate={close} />
      </div>
    </Sheet>
  );
}
