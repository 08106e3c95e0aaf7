import { Menu } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button";
import { Sheet } from "../ui/sheet";
import { FrameActions } from "./frame-actions";
import { FRAME_TEXT } from "./labels";
import { SectionNav } from "./section-nav";

/** On phones and tablets: a "Menu" button opening the sections, the site link and "Esci" in a sheet from the left. */
export function MenuSheet() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={FRAME_TEXT.menu}
      closeLabel={FRAME_TEXT.closeMenu}
      trigger={
        <Button variant="ghost" icon={Menu}>
          {FRAME_TEXT.menu}
        </Button>
      }
    >
      <SectionNav onNavigate={close} />
      <div className="mt-auto pt-4">
        <FrameActions onNavigate={close} />
      </div>
    </Sheet>
  );
}
