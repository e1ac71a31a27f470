"""Standard Webhooks verification of TourChat's deliveries."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from typing import Any, Mapping, Optional, Union

from ._errors import WebhookVerificationError


def _header(headers: Mapping[str, Any], name: str) -> Optional[str]:
    for k, v in headers.items():
        if k.lower() == name:
            if isinstance(v, (list, tuple)):
                v = v[0] if v else None
            return None if v is None else str(v)
    return None


def verify_webhook(
    payload: Union[bytes, str],
    headers: Mapping[str, Any],
    secret: str,
    *,
    tolerance: float = 300,
    now: Optional[float] = None,
) -> Any:
    """Checks a delivery's ``webhook-signature`` against its raw body (exactly
    as received) and ``secret`` (``whsec_...``), refuses timestamps more than
    ``tolerance`` seconds from now, and answers the parsed event. Raises
    WebhookVerificationError otherwise."""
    msg_id = _header(headers, "webhook-id")
    ts = _header(headers, "webhook-timestamp")
    sigs = _header(headers, "webhook-signature")
    if not msg_id or not ts or not sigs:
        raise WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature")
    try:
        t = int(ts)
    except ValueError:
        raise WebhookVerificationError("malformed webhook-timestamp") from None
    if abs((time.time() if now is None else now) - t) > tolerance:
        raise WebhookVerificationError("webhook-timestamp outside the tolerance")
    body = payload if isinstance(payload, bytes) else payload.encode("utf-8")
    key_b64 = secret[len("whsec_"):] if secret.startswith("whsec_") else secret
    try:
        key = base64.b64decode(key_b64)
    except ValueError:
        raise WebhookVerificationError("malformed secret") from None
    mac = hmac.new(key, msg_id.encode() + b"." + ts.encode() + b"." + body, hashlib.sha256).digest()
    want = base64.b64encode(mac).decode()
    for part in sigs.split(" "):
        version, _, sig = part.partition(",")
        if version == "v1" and hmac.compare_digest(sig, want):
            return json.loads(body)
    raise WebhookVerificationError("no matching signature")
