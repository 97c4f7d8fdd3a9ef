import { cajaDomain, cajaStreamName, HQ_DOMAIN, SUBJECT_PREFIX, VERSIONES_BUCKET, versionesPrefix } from '@reloj/contract/eventos';

/**
 * Where headquarters' stream asks a box's stream to deliver (the source's `external.deliver` prefix): a prefix of
 * its own per box, so that one box's credentials can publish its own deliveries and never another box's.
 */
export const deliverPrefix = (caja: string): string => `entrega.${caja}`;

export type NatsPermissions = { publish: { allow: string[] }; subscribe: { allow: string[] } };

/**
 * What a box's leaf node connection may do at the hub, found by experiment with nats-server 2.9.10 (docs/headquarters.md and
 * hub.test.ts). On a leaf connection "publish" is what the box may send into the hub, "subscribe" what the hub
 * may send down to the box.
 *
 * publish:
 *  - reloj.<caja>.>          its events as sourced (a JetStream delivery crosses the link under the event's own
 *                            subject) and its heartbeats (reloj.<caja>.latido, core NATS);
 *  - entrega.<caja>.>        the source consumer's delivery subject: idle heartbeats and flow-control requests;
 *  - $JSC.R.>                the reply to the hub's "create the source consumer" request (a random inbox of the
 *                            hub's; `allow_responses` does not cover it on a leaf connection);
 *  - $JS.hq.API.STREAM.MSG.GET.OBJ_reloj-versiones
 *                            reading one message of the releases' bucket (issue 32): the only call into the hub's
 *                            JetStream; no consumer, no stream info, no publish to $O.> (the bucket cannot be written).
 * subscribe:
 *  - $JS.caja-<caja>.API.CONSUMER.>   the hub creating (and deleting) its source consumer in the box's domain;
 *  - $JS.FC.RELOJ_<CAJA>.>            the hub's flow-control replies;
 *  - versiones.<caja>.>               its release announcements (versiones.<caja>.anuncio) and the replies to its
 *                                     reads of the bucket (the box's client uses versiones.<caja>.respuestas as its
 *                                     inbox prefix: the hub's JetStream answers only what it was asked, and the
 *                                     default _INBOX.> would let a box receive the replies meant for headquarters).
 * Nothing else: not another box's subjects, not the rest of $JS.hq.API, not the other boxes' deliveries.
 */
export function cajaPermissions(caja: string): NatsPermissions {
  return {
    publish: { allow: [`${SUBJECT_PREFIX}.${caja}.>`, `${deliverPrefix(caja)}.>`, '$JSC.R.>', `$JS.${HQ_DOMAIN}.API.STREAM.MSG.GET.OBJ_${VERSIONES_BUCKET}`] },
    subscribe: { allow: [`$JS.${cajaDomain(caja)}.API.CONSUMER.>`, `$JS.FC.${cajaStreamName(caja)}.>`, `${versionesPrefix(caja)}.>`] },
  };
}
