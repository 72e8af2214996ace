# This file is generated from specs/sandbox-lifecycle.yml by `pnpm generate` (generators/python.ts); do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_sandbox_request_env import CreateSandboxRequestEnv
    from ..models.create_sandbox_request_extensions import CreateSandboxRequestExtensions
    from ..models.create_sandbox_request_metadata import CreateSandboxRequestMetadata
    from ..models.credential_proxy_config import CredentialProxyConfig
    from ..models.image_spec import ImageSpec
    from ..models.network_policy import NetworkPolicy
    from ..models.platform_spec import PlatformSpec
    from ..models.resource_limits import ResourceLimits
    from ..models.volume import Volume


T = TypeVar("T", bound="CreateSandboxRequest")


@_attrs_define
class CreateSandboxRequest:
    """What to start. Cross-field rules the schema cannot express are listed on the
    `createSandbox` operation; the server enforces them. Unknown top-level properties are
    ignored so that newer clients keep working.

        Attributes:
            image (ImageSpec | Unset): Container image to start the sandbox from.
            snapshot_id (str | Unset): Start from this snapshot instead of an image. Exclusive with `image`.
            platform (PlatformSpec | Unset): Operating system and CPU architecture the sandbox must run on. When omitted,
                the runtime
                picks its default. When given and the runtime cannot honour it, creation fails.
            timeout (int | None | Unset): Lifetime in seconds, at least 60; the sandbox is deleted automatically when it
                runs
                out (see `expiresAt`, `renewSandboxExpiration`). Omitted or null: no expiry, the
                sandbox lives until deleted. The server may cap the value: this implementation answers
                a value (or a renewal) beyond its maximum with `400` and code `TIMEOUT_TOO_LONG`, the
                message naming the maximum.
            resource_limits (ResourceLimits | Unset): Resource caps by resource name, values in Kubernetes quantity
                notation. Recognised
                names: `cpu` (e.g. `500m`, `2`), `memory` (e.g. `512Mi`, `2Gi`), `gpu` (a count, or
                `all`), `disk` (what the sandbox may write to its own filesystem, volumes not
                included, e.g. `10Gi`). The server fills in its defaults for a missing `cpu`, `memory`
                or `disk` and refuses values above its maxima (`400`).
            env (CreateSandboxRequestEnv | Unset): Environment variables of the sandbox's processes.
            metadata (CreateSandboxRequestMetadata | Unset): Free labels for filtering and bookkeeping (`name` is
                conventionally a display
                name). Keys starting with `opensandbox.io/` are reserved and rejected. Servers that
                store metadata as Kubernetes labels also require label-compatible keys and values
                (values at most 63 characters of `[A-Za-z0-9._-]`, starting and ending
                alphanumeric).
            entrypoint (list[str] | Unset): Main process of the sandbox as `[executable, arg, ...]`; the sandbox lives as
                long as
                it runs. Required with `image`. Optional with `snapshotId`, where it defaults to the
                entrypoint of the sandbox the snapshot was taken from. SDKs usually send
                `[tail, -f, /dev/null]`.
            network_policy (NetworkPolicy | Unset): Outbound traffic policy, enforced outside the sandbox (by address: DNS
                answers of
                allowed names open their addresses; everything else is dropped). Rules are checked in
                order and the first match wins; without a match `defaultAction` applies. An empty object
                allows everything until rules are added at run time through the egress API (the endpoint
                of port 18080, `specs/egress-api.yaml`). Runtimes that cannot enforce it refuse it
                (`400 NOT_SUPPORTED`).
            credential_proxy (CredentialProxyConfig | Unset): Opt-in to the credential-injecting egress proxy (transparent
                TLS interception with a
                per-sandbox CA that is installed into the sandbox). Requires `networkPolicy`.
            secure_access (bool | Unset): Require per-sandbox access credentials on endpoints (Kubernetes gateway only);
                the headers to send are then returned by `getSandboxEndpoint`.
                 Default: False.
            volumes (list[Volume] | Unset): Storage mounts.
            extensions (CreateSandboxRequestExtensions | Unset): Provider-specific or experimental settings, passed through
                opaquely by SDKs.
                Known keys: `access.renew.extend.seconds` (`"300"`..`"86400"`: extend the expiry on
                every proxied access), `poolRef` (the warm pool to serve the sandbox from, see `listPools`).
    """

    image: ImageSpec | Unset = UNSET
    snapshot_id: str | Unset = UNSET
    platform: PlatformSpec | Unset = UNSET
    timeout: int | None | Unset = UNSET
    resource_limits: ResourceLimits | Unset = UNSET
    env: CreateSandboxRequestEnv | Unset = UNSET
    metadata: CreateSandboxRequestMetadata | Unset = UNSET
    entrypoint: list[str] | Unset = UNSET
    network_policy: NetworkPolicy | Unset = UNSET
    credential_proxy: CredentialProxyConfig | Unset = UNSET
    secure_access: bool | Unset = False
    volumes: list[Volume] | Unset = UNSET
    extensions: CreateSandboxRequestExtensions | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        image: dict[str, Any] | Unset = UNSET
        if not isinstance(self.image, Unset):
            image = self.image.to_dict()

        snapshot_id = self.snapshot_id

        platform: dict[str, Any] | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform.to_dict()

        timeout: int | None | Unset
        if isinstance(self.timeout, Unset):
            timeout = UNSET
        else:
            timeout = self.timeout

        resource_limits: dict[str, Any] | Unset = UNSET
        if not isinstance(self.resource_limits, Unset):
            resource_limits = self.resource_limits.to_dict()

        env: dict[str, Any] | Unset = UNSET
        if not isinstance(self.env, Unset):
            env = self.env.to_dict()

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        entrypoint: list[str] | Unset = UNSET
        if not isinstance(self.entrypoint, Unset):
            entrypoint = self.entrypoint

        network_policy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.network_policy, Unset):
            network_policy = self.network_policy.to_dict()

        credential_proxy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.credential_proxy, Unset):
            credential_proxy = self.credential_proxy.to_dict()

        secure_access = self.secure_access

        volumes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.volumes, Unset):
            volumes = []
            for volumes_item_data in self.volumes:
                volumes_item = volumes_item_data.to_dict()
                volumes.append(volumes_item)

        extensions: dict[str, Any] | Unset = UNSET
        if not isinstance(self.extensions, Unset):
            extensions = self.extensions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if image is not UNSET:
            field_dict["image"] = image
        if snapshot_id is not UNSET:
            field_dict["snapshotId"] = snapshot_id
        if platform is not UNSET:
            field_dict["platform"] = platform
        if timeout is not UNSET:
            field_dict["timeout"] = timeout
        if resource_limits is not UNSET:
            field_dict["resourceLimits"] = resource_limits
        if env is not UNSET:
            field_dict["env"] = env
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if entrypoint is not UNSET:
            field_dict["entrypoint"] = entrypoint
        if network_policy is not UNSET:
            field_dict["networkPolicy"] = network_policy
        if credential_proxy is not UNSET:
            field_dict["credentialProxy"] = credential_proxy
        if secure_access is not UNSET:
            field_dict["secureAccess"] = secure_access
        if volumes is not UNSET:
            field_dict["volumes"] = volumes
        if extensions is not UNSET:
            field_dict["extensions"] = extensions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_sandbox_request_env import CreateSandboxRequestEnv  # noqa: PLC0415
        from ..models.create_sandbox_request_extensions import CreateSandboxRequestExtensions  # noqa: PLC0415
        from ..models.create_sandbox_request_metadata import CreateSandboxRequestMetadata  # noqa: PLC0415
        from ..models.credential_proxy_config import CredentialProxyConfig  # noqa: PLC0415
        from ..models.image_spec import ImageSpec  # noqa: PLC0415
        from ..models.network_policy import NetworkPolicy  # noqa: PLC0415
        from ..models.platform_spec import PlatformSpec  # noqa: PLC0415
        from ..models.resource_limits import ResourceLimits  # noqa: PLC0415
        from ..models.volume import Volume  # noqa: PLC0415

        d = dict(src_dict)
        _image = d.pop("image", UNSET)
        image: ImageSpec | Unset
        if isinstance(_image, Unset):
            image = UNSET
        else:
            image = ImageSpec.from_dict(_image)

        snapshot_id = d.pop("snapshotId", UNSET)

        _platform = d.pop("platform", UNSET)
        platform: PlatformSpec | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = PlatformSpec.from_dict(_platform)

        def _parse_timeout(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        timeout = _parse_timeout(d.pop("timeout", UNSET))

        _resource_limits = d.pop("resourceLimits", UNSET)
        resource_limits: ResourceLimits | Unset
        if isinstance(_resource_limits, Unset):
            resource_limits = UNSET
        else:
            resource_limits = ResourceLimits.from_dict(_resource_limits)

        _env = d.pop("env", UNSET)
        env: CreateSandboxRequestEnv | Unset
        if isinstance(_env, Unset):
            env = UNSET
        else:
            env = CreateSandboxRequestEnv.from_dict(_env)

        _metadata = d.pop("metadata", UNSET)
        metadata: CreateSandboxRequestMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = CreateSandboxRequestMetadata.from_dict(_metadata)

        entrypoint = cast(list[str], d.pop("entrypoint", UNSET))

        _network_policy = d.pop("networkPolicy", UNSET)
        network_policy: NetworkPolicy | Unset
        if isinstance(_network_policy, Unset):
            network_policy = UNSET
        else:
            network_policy = NetworkPolicy.from_dict(_network_policy)

        _credential_proxy = d.pop("credentialProxy", UNSET)
        credential_proxy: CredentialProxyConfig | Unset
        if isinstance(_credential_proxy, Unset):
            credential_proxy = UNSET
        else:
            credential_proxy = CredentialProxyConfig.from_dict(_credential_proxy)

        secure_access = d.pop("secureAccess", UNSET)

        _volumes = d.pop("volumes", UNSET)
        volumes: list[Volume] | Unset = UNSET
        if _volumes is not UNSET:
            volumes = []
            for volumes_item_data in _volumes:
                volumes_item = Volume.from_dict(volumes_item_data)

                volumes.append(volumes_item)

        _extensions = d.pop("extensions", UNSET)
        extensions: CreateSandboxRequestExtensions | Unset
        if isinstance(_extensions, Unset):
            extensions = UNSET
        else:
            extensions = CreateSandboxRequestExtensions.from_dict(_extensions)

        create_sandbox_request = cls(
            image=image,
            snapshot_id=snapshot_id,
            platform=platform,
            timeout=timeout,
            resource_limits=resource_limits,
            env=env,
            metadata=metadata,
            entrypoint=entrypoint,
            network_policy=network_policy,
            credential_proxy=credential_proxy,
            secure_access=secure_access,
            volumes=volumes,
            extensions=extensions,
        )

        create_sandbox_request.additional_properties = d
        return create_sandbox_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
