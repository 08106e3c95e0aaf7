import { ImageOff, Wrench } from "lucide-react";
import { formatBytes } from "../../../../shared/storage-figures";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/panel";
import { notify } from "../../../lib/notify";
import { useRemoveOrphanPictures } from "../api/remove-orphan-pictures";
import { STORAGE_TEXT } from "../labels";

const text = STORAGE_TEXT.maintenance;

/**
 * "Elimina immagini orfane" removes the cached pictures no article stores any
 * more and says what it freed (docs/product.md#spazio-server).
 */
export function MaintenanceActions() {
  const orphans = useRemoveOrphanPictures();
  const removeOrphans = () =>
    orphans.mutate(undefined, {
      onSuccess: ({ removed_files, removed_bytes }) =>
        removed_files === 0 ? notify.info(text.orphanImagesNone) : notify.success(text.orphanImagesDone, text.orphanImagesFreed(removed_files, formatBytes(removed_bytes))),
      onError: () => notify.error(text.orphanImagesFailed),
    });
  return (
    <Panel title={text.title} description={text.description} icon={Wrench}>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button icon={ImageOff} busy={orphans.isPending} onClick={removeOrphans}>
          {text.orphanImages}
        </Button>
      </div>
    </Panel>
  );
}
