# This file is generated from specs/execd-api.yaml by `pnpm generate` (generators/python.ts); do not edit.
try:
    from enum import StrEnum
except ImportError:  # Python 3.10
    from enum import Enum

    class StrEnum(str, Enum):  # type: ignore[no-redef]
        pass



class ServerStreamEventType(StrEnum):
    ERROR = "error"
    EXECUTION_COMPLETE = "execution_complete"
    EXECUTION_COUNT = "execution_count"
    INIT = "init"
    PING = "ping"
    RESULT = "result"
    STATUS = "status"
    STDERR = "stderr"
    STDOUT = "stdout"

    def __str__(self) -> str:
        return str(self.value)
