export { ARCHIVE_BATCH_SIZE, archiveOldArticles } from "./archive-articles.js";
export { archiveFigures } from "./archive-figures.js";
export { restoreArchivedArticles } from "./restore-archived.js";
export { searchArchive } from "./search-archive.js";
