import { TZDate } from "@date-fns/tz";
import { startOfDay } from "date-fns/startOfDay";
import { TIME_ZONE } from "../shared/constants.js";

/** Midnight in Rome of the day `now` falls in, as an instant: where daily counters start. */
export function startOfRomeDay(now: Date): Date {
  return new Date(startOfDay(new TZDate(now.getTime(), TIME_ZONE)).getTime());
}
