/**
 * The words the benches write into generated posts and case studies and search for: one list, so
 * a bench's "word the documents use" is one the scale bench's documents do use.
 */
export const vocabulary = (
  'switchgear transformer substation feeder busbar breaker relay protection metering panel ' +
  'generator turbine inverter solar battery cable conduit earthing lightning surge harmonic ' +
  'capacitor reactor motor drive starter contactor enclosure cabinet kiosk ring main unit ' +
  'voltage current frequency load demand tariff grid distribution transmission commissioning ' +
  'maintenance inspection testing thermography insulation resistance partial discharge ' +
  'refinery pipeline terminal airport runway hangar tower telecom base station datacentre ' +
  'factory plant warehouse estate hospital campus lagos abuja portharcourt kano ibadan warri ' +
  'kaduna enugu benin onitsha certification training safety standards compliance atex ' +
  'explosion hazardous zone ingress rating copper aluminium steel galvanised fabrication ' +
  'assembly wiring schematic design engineering procurement installation supervision ' +
  'upgrade retrofit expansion efficiency reliability outage downtime redundancy automation ' +
  'scada telemetry monitoring control plc hmi network fibre radio backup diesel gas hybrid'
).split(/\s+/);

/** A letter dropped from the middle (the search corrects it from the index's words). */
export const misspelt = (word: string): string =>
  word.length > 4 ? word.slice(0, word.length / 2) + word.slice(word.length / 2 + 1) : `${word}x`;
