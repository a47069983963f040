// Package eval scores extraction output against a hand-annotated gold file,
// following the "Matching" section of the annotation guidelines
// (GUIDELINES.md in the shared gold folder).
//
// Gold captions are paired with predictions by caption text with whitespace
// folded (never by id). Entity names are compared after Fold. The report
// gives micro-averaged precision, recall and F1 per entity type and overall,
// F1 for part_of pairs, and exact-match accuracy for photographers, agencies
// and the photo date, plus an itemised list of every mistake so a change to
// extraction can be judged caption by caption.
//
// Choices the guidelines leave open, made here:
//   - Only a prediction's Name is matched against gold (gold name or gold
//     aliases); the prediction's own aliases are not consulted, because the
//     guidelines speak of "the prediction" equalling the gold name.
//   - Each gold entity absorbs at most one prediction. When alias overlap lets
//     one prediction fit several gold entities, a maximum bipartite matching
//     is used, so the score never depends on prediction order.
//   - An unmatched prediction whose folded name equals a folded ignore string
//     is dropped whatever its type; ignore strings never excuse a missed
//     gold entity.
//   - photographers and agencies are compared as ordered lists of folded
//     names: the guidelines define agencies "in credit order", and the
//     photographers are read from the same credit line, so their order is
//     equally determined by the text.
//   - date is compared after Fold too (harmless for ISO dates, and it
//     forgives a typographic dash).
//   - A predicted part_of pair matches a gold pair when each side, folded,
//     equals the gold side's name or any name or alias of the gold entity
//     that the gold side names. Each gold pair is matched once.
//   - A gold caption without a prediction counts all its entities and pairs
//     as false negatives and its three fields as wrong; it is reported once
//     as "missing" rather than entity by entity.
//   - A prediction whose text matches no gold caption (or whose gold caption
//     was already scored by an earlier prediction) is not scored; it is
//     counted in Report.Extra.
package eval
