/**
 * The trade's words for what we sell and do (issue 52): Settings → Search's synonym groups a
 * new site starts with, and an existing site gets once (addSearchVocabulary, server/services/search/search-synonyms.ts).
 * Each group pairs the words our pages use with the ones engineers, buyers and job seekers
 * type: abbreviations ("LV", "MCC", "SWG"), site slang ("genset", "commando socket") and
 * everyday names ("data cabinet", "job opening"). Editors change or delete any group after.
 *
 * Written from our own catalogue and pages: every group has at least one term our content
 * uses, so a group never sends a search somewhere we have nothing. Terms are lower case and a
 * term is in one group only (a term in two would make them one). Written as an editor types
 * them in Settings → Search: a group a line, its terms separated by commas. In order: voltage
 * classes, boards and switchgear; hazardous areas; IP and IK ratings; enclosures, racks and
 * cabinets; generators and backup; cable management and glands; gaskets; lighting; wiring
 * devices; warehouse storage; industries, services and the company's pages.
 */
import { groupsOfText } from '../../schemas/search-synonyms';

const vocabulary = `
low voltage, lv, low-voltage, 400v, 415v, 690v
medium voltage, mv, medium-voltage, 11kv, 24kv
high voltage, hv, high-voltage, 33kv, 33 kv
switchboard, switchgear, panel, panelboard, panel board, lv board, power panel
distribution board, mdb, main distribution board, sdb, sub-distribution board, sub distribution board, fuse board, consumer unit
motor control centre, motor control center, mcc, starter panel
ring main, rmu, ring main unit, secondary distribution, secondary switchgear
primary distribution, primary switchgear, air-insulated, air insulated, ais
substation, sub-station, sub station, transformer substation, switchroom
internal separation, segregation, form 4b, form 4a, compartmentalisation
type-approved, type approved, type tested, type-tested, iec 61439, iec61439
busbar, bus bar, busbars, bus-bar
circuit breaker, breaker, mccb, acb, mcb
feeder pillar, feeder pillars, pillar box
atex, ex, explosion proof, explosion-proof, explosionproof, flameproof, flame proof, hazardous area, hazardous-area, hazloc, ex d, exd, ex e, iecex
ip66, ip65, ip67, weatherproof, weather-proof, weather proof
ip68, submersible, watertight, waterproof, water-proof
ip54, ip55, dust protected, splashproof, splash proof
ip rating, ingress protection, ip code
ik rating, ik code, impact rating, impact-resistant, impact resistant, vandal proof
enclosure, cabinet, housing, electrical box
server enclosure, server rack, server cabinet, data cabinet, data rack, network cabinet, network rack, comms cabinet, comms rack, 19 inch rack
data centre, data center, server room, data room, network room, comms room
junction box, jb, terminal box, connection box, pull box
meter box, meter enclosure, meter cabinet, metering box, prepaid meter box
battery enclosure, battery cabinet, battery box, battery rack, battery housing
grp, fibreglass, fiberglass, glass reinforced polyester, frp
containerised, containerized, container, skid, e-house, ehouse, plant room
customised, customized, custom, bespoke, made to order, tailor-made
aluminium, aluminum
generator, genset, gen set, generating set, gen-set
gas-powered, gas powered, gas fired, natural gas, cng, lpg, gas engine
canopy, acoustic canopy, soundproof canopy, sound proof, soundproof, sound attenuation, acoustic enclosure, acoustic housing, silent
ups, uninterruptible power supply, uninterruptible power, uninterruptable power supply, online ups, double conversion, double-conversion, inverter
kva, kilovolt-ampere, kilovolt ampere
hybrid, hybrid power, hybrid system, solar hybrid
cable management, cable containment, containment, cable support, cable support system, cable routing
cable tray, cable trays, perforated tray, cable ladder, ladder rack, cable basket, wire basket, trunking, cable trunking
cable cleat, cleat, cable clamp, clamp, trefoil cleat, trefoil clamp
fault current, short circuit, short-circuit, fault level
cable gland, gland, cord grip, compression gland, cable entry, cable connector
stainless steel, stainless, inox, ss
316l, ss316, ss316l, marine grade, marine-grade, a4
303, ss303, a2, food grade, food-grade
polyamide, nylon, plastic gland, pa6, pa66
nickel-plated brass, nickel plated brass, brass, nickel brass
coastal, marine, offshore, seaside, salt air, saline
spiral wound, swg, spiral-wound, spirally wound, spiral gasket, spiral wound gasket
kammprofile, camprofile, kamprofile, grooved gasket, grooved metal gasket
soft cut, soft-cut, non-asbestos, non asbestos, cnaf, compressed fibre, compressed fiber, sheet gasket, fibre gasket
gasket, flange gasket, flange seal, gasket joint
flexible graphite, graphite, grafoil
ptfe, teflon
led, led light, led lighting, luminaire, light fitting, light fixture, lighting
high bay, highbay, high-bay, warehouse light, warehouse lighting
floodlight, flood light, floodlights, security light, projector light
street light, streetlight, street lighting, road light, pole light
downlight, recessed light, pot light, recessed downlight
vapour-tight, vapour tight, vapor tight, vapor-tight, tri-proof, triproof
batten, tube light, fluorescent, led tube, linear light
bulb, lamp, globe
socket, socket outlet, outlet, power outlet, receptacle, power point
switches and sockets, wiring accessories, electrical accessories, wall switch
industrial plugs and sockets, industrial plug, industrial socket, cee plug, cee socket, commando plug, commando socket, iec 60309
isolator, isolator switch, isolating switch, rotary isolator, disconnect switch
three-phase, three phase, 3 phase, 3-phase, 3ph
single-phase, single phase, 1 phase, 1-phase
movable distribution board, portable distribution board, spider box, site board
pallet rack, pallet racking, racking, selective racking, warehouse racking, storage rack
shelving, shelves, shelf, storage shelving, boltless shelving, rivet shelving
mezzanine, mezzanine floor, raised floor, storage platform
upright protector, column guard, rack guard, rack protection, end-of-aisle barrier
forklift, fork lift, fork-lift, reach truck
oil and gas, petroleum, refinery, upstream, downstream, petrochemical
food and beverage, food, beverage, brewery, bottling, dairy, food processing
telecom, telecoms, telecommunication, base station, bts, cell site, mast
residential, domestic, home, house, apartment
airfield, airport, runway, aerodrome
installation, install, installer, site installation
commissioning, testing and commissioning, start-up, energisation, energization
maintenance, servicing, service contract, preventive maintenance, repair
fabrication, fabricate, panel building, panel builder, manufacturing
career, job, job opening, vacancy, recruitment, hiring, employment, internship, graduate trainee
quote, quotation, rfq, request for quotation, request for quote, price list
contact, contact us, phone number, head office, office address, address
leadership, leadership team, management team, directors, managing director
iso 9001, quality management, certification, certified, accreditation
privacy, data protection, personal data, ndpa, gdpr
earthing, grounding, earth bonding
`;

export const searchVocabulary: readonly (readonly string[])[] = groupsOfText(vocabulary);
