import { Archive, ImageOff, Wrench } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { STORAGE_TEXT } from "../labels";

const text = STORAGE_TEXT.maintenance;

/** The archive and orphan-image buttons: not built, and they say so (docs/product.md#spazio-server). */
export function MaintenanceActions() {
  const inDevelopment = () => notify.info(text.inDevelopment, text.inDevelopmentDetail);
  return (
    <Panel title={text.title} description={text.description} icon={Wrench}>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button icon={Archive} onClick={inDevelopment}>
          {text.archive}
        </Button>
        <Button icon={ImageOff} onClick={inDevelopment}>
          {text.orphanImages}
        </Button>
      </div>
    </Panel>
  );
}
