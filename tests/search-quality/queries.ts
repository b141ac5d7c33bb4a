/**
 * What engineers, buyers and job seekers type, and the page each must find (issue 52): the
 * public measure of the site search on the seeded site. Plain words, abbreviations, misspellings,
 * part numbers however typed, and queries of which no page has every word. Add a line when a
 * search a visitor tried went wrong (Insights → Searches that found nothing), with the page it
 * should have found. One query a line: what is typed, then `→` and the page's address.
 */
const list = `
LV panel → /products/power-protection-and-distribution/tranos-elite-range
lv switchboard → /products/power-protection-and-distribution/tranos-elite-range
MV panel → /products/power-protection-and-distribution/siemens-simoprime
mv switchgear → /products/power-protection-and-distribution/siemens-simoprime
medium voltage switchgear → /products/power-protection-and-distribution/siemens-simoprime
ring main unit → /products/power-protection-and-distribution/siemens-simosec
RMU → /products/power-protection-and-distribution/siemens-simosec
secondary distribution switchgear → /products/power-protection-and-distribution/siemens-simosec
primary distribution → /products/power-protection-and-distribution/siemens-simoprime
MCC → /products/power-protection-and-distribution/siemens-sivacon
motor control center → /products/power-protection-and-distribution/siemens-sivacon
sivacon s8 → /products/power-protection-and-distribution/siemens-sivacon
sivacon → /products/power-protection-and-distribution/siemens-sivacon
simosec → /products/power-protection-and-distribution/siemens-simosec
simoprime 24kV → /products/power-protection-and-distribution/siemens-simoprime
form 4 segregation → /news-and-insights/what-form-4-segregation-buys-you
main distribution board → /products/power-protection-and-distribution/tranos-elite-range
63A to 6300A boards → /products/power-protection-and-distribution/tranos-elite-range
33kv substation → /case-studies/33kv-substation-upgrade-for-an-industrial-estate
switchgear and atex panels → /products/power-protection-and-distribution
flameproof gland → /products/cable-management/cable-glands/atex
explosion proof gland → /products/cable-management/cable-glands/atex
ex cable gland → /products/cable-management/cable-glands/atex
atex glands → /products/cable-management/cable-glands/atex
explosion proof junction box → /products/enclosures/atex-junction-boxes
ex e junction box → /products/enclosures/atex-junction-boxes
hazardous area panel → /products/power-protection-and-distribution/atex-power-panels
flameproof panel → /products/power-protection-and-distribution/atex-power-panels
atex distribution board → /products/power-protection-and-distribution/atex-power-panels
hazardous area power panels gas plant → /case-studies/hazardous-area-power-panels-for-a-gas-plant
TG-A316L-M25 → /products/cable-management/cable-glands/aisi316l
TGA316LM25 → /products/cable-management/cable-glands/aisi316l
tg a316l m25 → /products/cable-management/cable-glands/aisi316l
tg-a316l m25 → /products/cable-management/cable-glands/aisi316l
TG-A303-M20 → /products/cable-management/cable-glands/aisi303
tga303m20 → /products/cable-management/cable-glands/aisi303
TGIP68M40 → /products/cable-management/cable-glands/ip68
tg ip54 m20 → /products/cable-management/cable-glands/ip45
TG-PA-M16 → /products/cable-management/cable-glands/polyamide
tgatexm32 → /products/cable-management/cable-glands/atex
stainless steel cable gland for breweries → /products/cable-management/cable-glands/aisi303
marine grade gland → /products/cable-management/cable-glands/aisi316l
ss316 gland → /products/cable-management/cable-glands/aisi316l
nylon gland → /products/cable-management/cable-glands/polyamide
plastic cable gland → /products/cable-management/cable-glands/polyamide
ip68 gland → /products/cable-management/cable-glands/ip68
waterproof cable gland → /products/cable-management/cable-glands/ip68
brass gland ip54 → /products/cable-management/cable-glands/ip45
cable glands → /products/cable-management/cable-glands
cable containment → /products/cable-management
cable tray → /products/cable-management/trac
cable ladder → /products/cable-management/trac
trunking → /products/cable-management/trac
cable cleats → /products/cable-management/ellis
trefoil clamp → /products/cable-management/ellis
eris cable support → /products/cable-management/eris
cable trays coastal → /news-and-insights/choosing-cable-trays-for-coastal-sites
data cabinet → /products/enclosures/servers
server rack → /products/enclosures/servers
network cabinet → /products/enclosures/servers
19 inch rack → /products/enclosures/servers
battery cabinet → /products/enclosures/battery
meter box → /products/enclosures/meter-boxes
prepaid meter box → /products/enclosures/meter-boxes
ik10 enclosure → /products/enclosures/electrical
wall mounted enclosure → /products/enclosures/electrical
containerised plant room → /products/enclosures/heavy-duty
e-house → /products/enclosures/heavy-duty
bespoke enclosure → /products/enclosures/customised
genset canopy → /products/enclosures/mechanical
acoustic canopy → /products/enclosures/mechanical
soundproof generator housing → /products/enclosures/mechanical
gas genset → /products/power-generation/gas-powered-generators
gas generator → /products/power-generation/gas-powered-generators
genrator → /products/power-generation/gas-powered-generators
lpg generator → /products/power-generation/gas-powered-generators
20kva generator → /products/power-generation/gas-powered-generators
TG1200 → /products/power-generation/gas-powered-generators
dc generator telecom → /products/power-generation/gas-powered-generators
uninterruptible power supply → /products/power-generation/ups-backup-system
online ups → /products/power-generation/ups-backup-system
double conversion ups → /products/power-generation/ups-backup-system
hybrid power base station → /case-studies/hybrid-power-for-rural-base-stations
swg gasket → /products/gaskets/spiral-wound-gaskets
spiral wound gasket → /products/gaskets/spiral-wound-gaskets
spirl wound gaskets → /products/gaskets/spiral-wound-gaskets
kammprofile → /products/gaskets/kammprofile
camprofile gasket → /products/gaskets/kammprofile
non asbestos gasket → /products/gaskets/soft-cut-gaskets
cnaf gasket → /products/gaskets/soft-cut-gaskets
soft cut gasket → /products/gaskets/soft-cut-gaskets
high bay light → /products/lights-wiring/industrial/lighting
floodlight → /products/lights-wiring/industrial/lighting
street light → /products/lights-wiring/industrial/lighting
vapour tight fitting → /products/lights-wiring/industrial/lighting
IP66 socket → /products/lights-wiring/industrial/wiring
commando socket → /products/lights-wiring/industrial/wiring
rotary isolator → /products/lights-wiring/industrial/wiring
three phase plug → /products/lights-wiring/industrial/wiring
spider box → /products/lights-wiring/industrial/wiring
duro downlight → /products/lights-wiring/residential-and-commercial/lights/duro
led downlight → /products/lights-wiring/residential-and-commercial/lights/duro
valor batten → /products/lights-wiring/residential-and-commercial/lights/valor
simon e6 → /products/lights-wiring/residential-and-commercial/switches-and-sockets/simon-e6
simon v8 switch → /products/lights-wiring/residential-and-commercial/switches-and-sockets/simon-v8
airfield lighting → /case-studies/airfield-lighting-power-distribution
pallet racking → /products/warehouse-storage/pallet-racks
selective racking → /products/warehouse-storage/pallet-racks
boltless shelving → /products/warehouse-storage/industrial-shelving
mezzanine floor → /products/warehouse-storage/mezzanine-floors
rack protection → /products/warehouse-storage/safety-accessories
column guard → /products/warehouse-storage/safety-accessories
oil and gas → /industries-we-serve/oil-and-gas
petroleum → /industries-we-serve/oil-and-gas
telecom base station power → /industries-we-serve/telecommunications
food factory mcc → /case-studies/motor-control-centre-for-a-food-factory
installation and commissioning → /services
panel fabrication → /services
maintenance contract → /services
job opening → /careers
vacancies → /careers
careers → /careers
request for quotation → /contacts
head office address → /contacts
managing director → /leadership
iso 9001 → /who-we-are
data protection → /privacy
`;

/** [what is typed, the page it must find] */
export const qualityQueries: readonly (readonly [string, string])[] = list
  .trim()
  .split('\n')
  .map((line) => {
    const [q = '', url = ''] = line.split(' → ');
    return [q.trim(), url.trim()] as const;
  });
