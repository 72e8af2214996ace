"""The credential vault calls against a real server (Docker, with its isolation, as
``scripts/clients-live.sh`` starts it): a sandbox with a policy and the credential proxy; the
vault created, read, listed, rotated with ``expectedRevision``, refused for a stale revision and
for a binding outside the policy, and deleted. No answer carries a credential value."""

from __future__ import annotations

import secrets

import pytest

from opensandbox_client import AsyncOpenSandbox, BadRequestError, ConflictError, NotFoundError, OpenSandbox

POLICY = {"defaultAction": "deny", "egress": [{"action": "allow", "target": "api.example.test"}]}


def _vault(value: str) -> dict[str, object]:
    return {
        "credentials": [{"name": "tok", "source": {"type": "inline", "value": value}}],
        "bindings": [
            {"name": "api", "match": {"hosts": ["api.example.test"]}, "auth": {"type": "bearer", "credential": "tok"}}
        ],
    }


def test_vault_round_trip_sync(image: str) -> None:
    value, rotated = f"py-live-{secrets.token_hex(8)}", f"py-live-{secrets.token_hex(8)}"
    with OpenSandbox() as client:
        info = client.sandboxes.create(
            image, entrypoint=["sleep", "3600"], networkPolicy=POLICY, credentialProxy={"enabled": True}
        )
        try:
            client.sandboxes.wait_until_running(info.id)
            with client.sandboxes.egress(info.id) as egress:
                assert egress.get_policy().mode.value == "enforcing"
                with pytest.raises(NotFoundError) as missing:
                    egress.vault.get()
                assert missing.value.code == "VAULT_NOT_FOUND"

                state = egress.vault.create(_vault(value))
                assert state.revision == 1
                assert [c.name for c in state.credentials] == ["tok"]
                assert [b.name for b in state.bindings] == ["api"]
                with pytest.raises(ConflictError):
                    egress.vault.create(_vault(value))

                cred = egress.vault.get_credential("tok")
                assert (cred.name, cred.source_type, cred.revision) == ("tok", "inline", 1)
                assert [c.name for c in egress.vault.list_credentials().credentials] == ["tok"]
                binding = egress.vault.get_binding("api")
                assert binding.auth.type_ == "bearer" and binding.match.hosts == ["api.example.test"]
                assert [b.name for b in egress.vault.list_bindings().bindings] == ["api"]

                replace = {"replace": [{"name": "tok", "source": {"type": "inline", "value": rotated}}]}
                state = egress.vault.patch({"expectedRevision": 1, "credentials": replace})
                assert state.revision == 2 and state.credentials[0].revision == 2
                with pytest.raises(ConflictError) as stale:
                    egress.vault.patch({"expectedRevision": 1, "credentials": {"delete": ["tok"]}})
                assert stale.value.code == "VAULT_CONFLICT"
                outside = {
                    "name": "x",
                    "match": {"hosts": ["elsewhere.test"]},
                    "auth": {"type": "bearer", "credential": "tok"},
                }
                with pytest.raises(BadRequestError):
                    egress.vault.patch({"bindings": {"add": [outside]}})

                for path in ("/credential-vault", "/credential-vault/credentials", "/credential-vault/bindings"):
                    raw = egress.http.get(path)
                    assert raw.status_code == 200
                    assert value not in raw.text and rotated not in raw.text

                egress.vault.delete()
                with pytest.raises(NotFoundError):
                    egress.vault.get()
        finally:
            client.sandboxes.delete(info.id)


async def test_vault_round_trip_async(image: str) -> None:
    async with AsyncOpenSandbox() as client:
        info = await client.sandboxes.create(
            image, entrypoint=["sleep", "3600"], networkPolicy=POLICY, credentialProxy={"enabled": True}
        )
        try:
            await client.sandboxes.wait_until_running(info.id)
            async with await client.sandboxes.egress(info.id) as egress:
                state = await egress.vault.create(_vault(f"py-live-{secrets.token_hex(8)}"))
                assert state.revision == 1
                assert (await egress.vault.get()).revision == 1
                await egress.vault.delete()
                with pytest.raises(NotFoundError):
                    await egress.vault.get()
        finally:
            await client.sandboxes.delete(info.id)
